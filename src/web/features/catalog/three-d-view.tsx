import { useQuery } from '@tanstack/react-query';
import type { ThreeDPhotoResponse } from '../../../common/part-data';
import { generate } from '../../../common/routes';
import { postJson } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';

/** Isometric projection: x along the body, y across it, z up; millimetres to SVG units. */
const COS30 = Math.cos(Math.PI / 6);
const project = (x: number, y: number, z: number) => [(x - y) * COS30, (x + y) / 2 - z] as const;

/**
 * The 3D view (spec §7 products 3d-photo): the part's body drawn from its size, with no 3D
 * library (the page stays small); the STEP model is the download beside it.
 */
export function ThreeDView({ symbol }: { symbol: string }) {
  const t = useT();
  const format = useFormat();
  const { data, isError, isPending } = useQuery({
    queryKey: ['3d-photo', symbol],
    queryFn: () => postJson<ThreeDPhotoResponse>(generate('ajax_products_3d_photo', { symbol }), {}),
  });
  if (isPending) return <p className="muted">{t('partData.loading3d')}</p>;
  if (isError) return <p role="alert">{t('partData.failed3d')}</p>;
  if (!data.body) return <p className="muted">{t('partData.no3d')}</p>;
  const { length, width, height } = data.body;
  const corner = (x: number, y: number, z: number) => project(x * length, y * width, z * height);
  const face = (points: Array<readonly [number, number, number]>) =>
    points
      .map(([x, y, z]) =>
        corner(x, y, z)
          .map((n) => n.toFixed(3))
          .join(','),
      )
      .join(' ');
  const all = [0, 1].flatMap((x) => [0, 1].flatMap((y) => [0, 1].map((z) => corner(x, y, z))));
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  const pad = Math.max(length, width, height) * 0.1;
  const box = [
    Math.min(...xs) - pad,
    Math.min(...ys) - pad,
    Math.max(...xs) - Math.min(...xs) + 2 * pad,
    Math.max(...ys) - Math.min(...ys) + 2 * pad,
  ];
  return (
    <figure className="three-d-view" data-testid="three-d-view">
      <svg
        viewBox={box.map((n) => n.toFixed(3)).join(' ')}
        role="img"
        aria-label={t('partData.view3d', { symbol: data.symbol })}
      >
        <polygon
          points={face([
            [0, 0, 1],
            [1, 0, 1],
            [1, 1, 1],
            [0, 1, 1],
          ])}
          fill="#6b7785"
        />
        <polygon
          points={face([
            [1, 0, 0],
            [1, 1, 0],
            [1, 1, 1],
            [1, 0, 1],
          ])}
          fill="#3d4752"
        />
        <polygon
          points={face([
            [0, 1, 0],
            [1, 1, 0],
            [1, 1, 1],
            [0, 1, 1],
          ])}
          fill="#525d69"
        />
      </svg>
      <figcaption>
        {t('partData.body', {
          length: format.number(length),
          width: format.number(width),
          height: format.number(height),
        })}
      </figcaption>
    </figure>
  );
}
