import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { services } from '../../functions/services';

/** The target of DESIGN "Targets": each Lambda bundle ≤ 500 KB minified. */
export const lambdaBundleLimitBytes = 500 * 1024;

/**
 * Bundles each service as the CDK stack does (esbuild, minified, ESM for Node 22, the AWS SDK
 * v3 left to the runtime) and reports its size.
 */
export async function measureLambdaBundles(): Promise<{ name: string; bytes: number; gzipBytes: number }[]> {
  const sizes = [];
  for (const service of services) {
    const result = await build({
      entryPoints: [service.entry],
      bundle: true,
      minify: true,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      external: ['@aws-sdk/*'],
      write: false,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]?.contents ?? new Uint8Array();
    sizes.push({ name: service.name, bytes: code.byteLength, gzipBytes: gzipSync(code).byteLength });
  }
  return sizes;
}
