import { Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

interface BrandLogoProps {
  productName: string;
  /** Class of the name next to the mark, e.g. to hide it where the header is crowded. */
  nameClassName?: string;
}

/** The product's mark and name, linking home. */
export function BrandLogo({ productName, nameClassName }: BrandLogoProps) {
  return (
    <Link to="/" aria-label={`${productName} home`} style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group component="span" gap={8} wrap="nowrap">
        <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden>
          <rect width="32" height="32" rx="8" fill="var(--mantine-color-brand-7)" />
          <path d="M7 15.5 16 8l9 7.5V24a1 1 0 0 1-1 1h-5.5v-6h-5v6H8a1 1 0 0 1-1-1z" fill="#fff" />
        </svg>
        <Text
          component="span"
          fw={800}
          fz={19}
          lts={-0.3}
          c="dark.8"
          className={nameClassName}
          style={{ whiteSpace: 'nowrap' }}
        >
          {productName}
        </Text>
      </Group>
    </Link>
  );
}
