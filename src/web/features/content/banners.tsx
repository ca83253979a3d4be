import type { ContentBanner } from '../../../common/contracts/content';
import { useT } from '../../lib/i18n';
import { Slider } from '../../ui/slider';

function BannerLink({ banner, first }: { banner: ContentBanner; first: boolean }) {
  const t = useT();
  return (
    <a
      className="content-banner"
      href={banner.linkUrl}
      aria-label={t('content.banner', { title: banner.title })}
    >
      <picture>
        <source media="(max-width: 767px)" srcSet={banner.mobileImageUrl} />
        <img
          src={banner.desktopImageUrl}
          alt=""
          width={1200}
          height={300}
          fetchPriority={first ? 'high' : undefined}
        />
      </picture>
      <span className="content-banner__title">{banner.title}</span>
    </a>
  );
}

/**
 * Banners of a revive zone (spec §2: desktop and mobile pictures swap by window width). The
 * browser picks the picture by width itself; the title is text over it, translated and readable.
 * Several banners take turns in the UI kit's slider.
 */
export function Banners({ banners, label }: { banners: readonly ContentBanner[]; label: string }) {
  const t = useT();
  if (banners.length === 0) return null;
  return (
    <section className="content-banners" aria-label={label} data-testid="banners">
      {banners.length === 1 ? (
        <BannerLink banner={banners[0]} first />
      ) : (
        <Slider
          label={label}
          visible={1}
          labels={{ previous: t('home.previousSlide'), next: t('home.nextSlide') }}
        >
          {banners.map((banner, index) => (
            <BannerLink key={banner.id} banner={banner} first={index === 0} />
          ))}
        </Slider>
      )}
    </section>
  );
}
