import { SvgIcon, type IconProps } from './svg-icon';

/** A home's facts and the market's figures. */

export function HouseIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 11.5 12 4l9 7.5M5.5 10v9.5h13V10M10 19.5v-5h4v5" />
    </SvgIcon>
  );
}

export function BedIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 18V7M3 14h18v4M21 14v-2a3 3 0 0 0-3-3h-7v5" />
      <circle cx="7" cy="11" r="1.6" />
    </SvgIcon>
  );
}

export function BathIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM6 12V6a2 2 0 0 1 3.5-1.3M7 19l-1 2M17 19l1 2" />
    </SvgIcon>
  );
}

export function CarIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 16V11l2-5h10l2 5v5M3 16h18v2H3zM5 11h14" />
      <circle cx="8" cy="14" r=".6" />
      <circle cx="16" cy="14" r=".6" />
    </SvgIcon>
  );
}

/** Interior size; also the photo viewer's "full screen". */
export function AreaIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </SvgIcon>
  );
}

export function CameraIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 8h3l2-2.5h6L17 8h3v11H4z" />
      <circle cx="12" cy="13" r="3.2" />
    </SvgIcon>
  );
}

export function ChartIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6" />
    </SvgIcon>
  );
}

const trendPaths = { up: 'M12 19V5m0 0-6 6m6-6 6 6', down: 'M12 5v14m0 0-6-6m6 6 6-6', flat: 'M5 12h14' };

/** A figure's change on last year. */
export function TrendIcon({ trend, ...props }: IconProps & { trend: keyof typeof trendPaths }) {
  return (
    <SvgIcon {...props}>
      <path d={trendPaths[trend]} />
    </SvgIcon>
  );
}
