import type { AskSubject } from '../../lib/ask-about-product';
import { useT } from '../../lib/i18n';
import { Dialog } from '../../ui/dialog';
import { EnquiryForm } from './enquiry-form';

/**
 * The ask-about-product drawer (spec §2): the product enquiry of one product, or, from an empty
 * search result, a general question that names what was searched for.
 */
export function AskDrawer({ subject }: { subject: AskSubject }) {
  const t = useT();
  const product = 'symbol' in subject ? subject : null;
  return (
    <Dialog title={t('enquiries.drawer.title')} closeLabel={t('common.close')} className="enquiry-drawer">
      {product ? (
        <>
          <p className="enquiry-drawer__product">
            {t('enquiries.drawer.product', { symbol: product.symbol })}
          </p>
          <EnquiryForm kind="product" product={product} />
        </>
      ) : (
        <EnquiryForm kind="standard" initialMessage={'query' in subject ? `${subject.query}\n` : ''} />
      )}
    </Dialog>
  );
}
