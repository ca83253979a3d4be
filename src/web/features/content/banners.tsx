import type { ContentBanner } from '../../../common/contracts/content';
import { useT } from '../../lib/i18n';

/**
 * Banners of a revive zone (spec §2: desktop and mobile pictures swap by window width). The
 * browser picks the picture by width itself; the title is text over it, translated and readable.
 */
export function Banners({ banners, label, limit = 1 }: { banners: readonly ContentBanner[]; label: string; limit?: number }) {
  const t = useT();
  if (banners.length === 0) return null;
  return (
    <section className="content-banners" aria-label={label} data-testid="banners">
      {banners.slice(0, limit).map((banner, index) => (
        <a key={banner.id} className="content-banner" href={banner.linkUrl} aria-label={t('content.banner', { title: banner.title })}>
          <picture>
            <source media="(max-width: 767px)" srcSet={banner.mobileImageUrl} />
            <img src={banner.desktopImageUrl} alt="" width={1200} height={300} fetchPriority={index === 0 ? 'high' : undefined} />
          </picture>
          <span className="content-banner__title">{banner.title}</span>
        </a>
      ))}
    </section>
  );
}
