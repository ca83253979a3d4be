import type { ReactNode } from 'react';
import type { RecommendedItem } from '../../../common/contracts/content';
import { forYouVariant, SLIDER_MAX, type RecommendationPlace } from '../../../common/recommendations';
import { useT } from '../../lib/i18n';
import { Slider } from '../../ui/slider';
import { useConsent } from './consent';
import { ProductSlide } from './product-slide';
import { trackClicksIn } from './tracking';

/** Spec §2: 1/2/4/4 products side by side by breakpoint. */
const VISIBLE = { mobile: 1, tablet: 2, desktop: 4, wide: 4 } as const;

function useSliderLabels() {
  const t = useT();
  return { previous: t('home.previousSlide'), next: t('home.nextSlide') };
}

interface SliderSectionProps {
  items: readonly RecommendedItem[];
  place: RecommendationPlace;
  zoneSymbol?: string;
}

/** A slider of up to 8 recommended products under a heading; each click is tracked. */
function RecommendedSlider({
  heading,
  items,
  place,
  zoneSymbol,
  testId,
  children,
}: SliderSectionProps & { heading: string; testId: string; children?: ReactNode }) {
  const labels = useSliderLabels();
  const shown = items.slice(0, SLIDER_MAX);
  return (
    <section
      className="home-section recommended"
      data-testid={testId}
      onClick={trackClicksIn(shown, place, zoneSymbol)}
    >
      <h2>{heading}</h2>
      {children}
      <Slider label={heading} visible={VISIBLE} labels={labels}>
        {shown.map((item) => (
          <ProductSlide key={item.product.productId} product={item.product} />
        ))}
      </Slider>
    </section>
  );
}

export function WeekSlider(props: SliderSectionProps & { heading?: string }) {
  const t = useT();
  if (props.items.length === 0) return null;
  return (
    <RecommendedSlider
      {...props}
      heading={props.heading ?? t('recommended.ofTheWeek')}
      testId="recommended-week"
    />
  );
}

/**
 * The for-you slider (spec §2): "Recommended for you" only when at least 4 recently viewed
 * products stand behind it, otherwise the plain "Recommended products" heading. Without marketing
 * consent it says how to get personal recommendations.
 */
export function ForYouSlider({ items, symbolCount, place }: SliderSectionProps & { symbolCount: number }) {
  const t = useT();
  const { consent, openSettings } = useConsent();
  if (items.length === 0) return null;
  const personal = forYouVariant(symbolCount) === 'for_you';
  return (
    <RecommendedSlider
      items={items}
      place={place}
      heading={t(personal ? 'recommended.forYou' : 'recommended.products')}
      testId="recommended-for-you"
    >
      {personal ? (
        <p className="muted recommended__hint">{t('recommended.forYouHint')}</p>
      ) : (
        consent &&
        !consent.marketing && (
          <p className="muted recommended__hint">
            <button type="button" className="link-button" onClick={openSettings}>
              {t('recommended.enableForYou')}
            </button>
          </p>
        )
      )}
    </RecommendedSlider>
  );
}
