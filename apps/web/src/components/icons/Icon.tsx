import type { SVGProps } from 'react';

export interface TIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number;
}

/** Outline icon on a 24-unit grid; decorative unless the caller gives it a label. */
export function createIcon(displayName: string, path: string) {
  function IconComponent({ size = 20, strokeWidth = 1.75, ...rest }: TIconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={rest['aria-label'] ? undefined : true}
        focusable="false"
        {...rest}
      >
        <path d={path} />
      </svg>
    );
  }
  IconComponent.displayName = displayName;
  return IconComponent;
}

export type TIcon = ReturnType<typeof createIcon>;
