/** Markets where ZBL business accounts log in (spec §4: "ZBL login for enabled ZBL markets"). */
export const ZBL_MARKETS: readonly string[] = ['pl'];
