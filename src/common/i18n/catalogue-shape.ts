/**
 * The shape every catalogue must have: the keys of the English one, every leaf a string. A singular
 * form (`key_one`, i18next's suffix, used when `count` is 1) is optional: Polish and Hungarian word
 * their counts so that one text fits every number ("Wyniki: 1").
 */
export type Catalogue<T> = {
  readonly [K in keyof T as K extends `${string}_one` ? never : K]: T[K] extends string
    ? string
    : Catalogue<T[K]>;
} & { readonly [K in keyof T as K extends `${string}_one` ? K : never]?: string };
