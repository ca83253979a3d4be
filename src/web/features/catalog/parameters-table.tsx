import type { ProductDetails } from '../../../common/contracts/catalog';

/** A product's parameters as name/value rows; `lead` rows (e.g. the maker's part number) go first. */
export function ParametersTable({
  product,
  lead = [],
}: {
  product: ProductDetails;
  lead?: { name: string; value: string }[];
}) {
  return (
    <table className="parameters-table" data-testid="parameters">
      <tbody>
        {lead.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            <td>{row.value}</td>
          </tr>
        ))}
        {product.parameters.map((p) => (
          <tr key={p.id}>
            <th scope="row">{p.name}</th>
            <td>{p.display}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
