import type { ReactNode } from 'react';

/**
 * react-map-gl's maplibre components as jsdom can hold them (it draws no WebGL): the map is its
 * children, and a marker the button it holds. For `vi.mock('react-map-gl/maplibre', () => import('./map-gl-mock'))`.
 */
export default function MapGl({ children }: { children?: ReactNode }) {
  return <div>{children}</div>;
}
export const AttributionControl = () => null;
export const NavigationControl = () => null;
export const Source = () => null;
export const Layer = () => null;
export function Marker({
  children,
  onClick,
}: {
  children: ReactNode;
  onClick: (event: { originalEvent: Event }) => void;
}) {
  return <div onClick={(event) => onClick({ originalEvent: event.nativeEvent })}>{children}</div>;
}
