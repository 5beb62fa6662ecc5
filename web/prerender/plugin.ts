import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, mergeConfig, type InlineConfig, type Plugin, type UserConfig } from 'vite';
import { unmatchedNames } from '../module-preload.ts';
import { bootScript, shellStyle } from './boot-script.ts';
import { brandingPlaceholder, shellFolder, shellNames, shellRoutes, type ShellName } from './shell-routes.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  /** The stylesheets Vite split off with the chunk (its CSS modules). */
  css: string[];
}

/** A page's code to preload, and the stylesheets its frame needs. */
interface PagePreloads {
  modules: string[];
  styles: string[];
}

/**
 * Prerenders each public page's shell at build time (issue 26 "Paint before the script"):
 * the site's frame and the page's own frame (web/src/shells), as HTML that paints with the
 * stylesheet alone, before any JavaScript has loaded. One file per kind of page
 * (shell-routes.ts); `index.html` itself holds the frame with the spinner. Each file starts
 * loading the page's own code beside the entry's (`modulepreload`) and `/config.json`.
 *
 * The markup comes from the app's own components, rendered with React's server renderer from
 * a server build of web/src/shells/render-shell.tsx made here (with `ssrConfig`, so CSS
 * modules get the class names of the client build). The app does not hydrate it: it replaces
 * it once its first page is drawn (web/src/main.tsx).
 */
export function prerenderShells(options: { ssrConfig: () => UserConfig }): Plugin {
  let outDir = '';
  let chunks: BuiltChunk[] = [];
  let template = '';
  let isServerBuild = false;
  return {
    name: 'gta-prerender-shells',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      isServerBuild = Boolean(config.build.ssr);
    },
    writeBundle(_options, bundle) {
      // The built index.html as Vite made it (read here, not from the disk, where this plugin
      // writes the shell in its place: a second instance of it then still finds the template).
      const html = bundle['index.html'];
      template = html?.type === 'asset' ? String(html.source) : '';
      chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                isEntry: output.isEntry,
                imports: output.imports,
                moduleIds: output.moduleIds,
                css: [...(output.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
    },
    async closeBundle() {
      if (isServerBuild) return;
      if (!template) throw new Error('The build wrote no index.html to prerender the pages from');
      const unmatched = unmatchedNames(chunks.map((chunk) => chunk.fileName));
      if (unmatched.length > 0)
        throw new Error(`web/module-preload.ts names ${unmatched.join(', ')}, which no chunk of the build is`);
      const renderShell = await buildRenderer(options.ssrConfig());
      const preloads = modulePreloads(chunks);
      writeFileSync(join(outDir, 'index.html'), shellPage(template, renderShell('index'), { modules: [], styles: [] }));
      mkdirSync(join(outDir, shellFolder), { recursive: true });
      for (const name of shellNames) {
        writeFileSync(
          join(outDir, shellFolder, `${name}.html`),
          shellPage(template, renderShell(name), preloads(name)),
        );
      }
    },
  };
}

/** The server build of the shells' renderer, loaded; under node_modules, so that its imports resolve there. */
async function buildRenderer(ssrConfig: UserConfig): Promise<(name: ShellName | 'index') => string> {
  const dir = join(repoRoot, 'node_modules', '.cache', `gta-prerender-${process.pid}-${Date.now()}`);
  try {
    await build(
      mergeConfig(ssrConfig, {
        configFile: false,
        logLevel: 'warn',
        build: {
          ssr: join(webRoot, 'src/shells/render-shell.tsx'),
          outDir: dir,
          emptyOutDir: true,
          minify: false,
          sourcemap: false,
          copyPublicDir: false,
          rolldownOptions: { output: { entryFileNames: 'render-shell.mjs' } },
        },
      } satisfies InlineConfig),
    );
    const module = (await import(pathToFileURL(join(dir, 'render-shell.mjs')).href)) as {
      renderShell: (name: ShellName | 'index') => string;
    };
    return module.renderShell;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * For each prerendered page, the chunks of its route's code (shell-routes.ts `preload`) and
 * what they import, less what the entry already loads.
 */
function modulePreloads(chunks: BuiltChunk[]): (name: ShellName) => PagePreloads {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  const entryFiles = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  return (name) => {
    const prefixes = shellRoutes.find((route) => route.name === name)!.preload.map((prefix) => join(webRoot, prefix));
    const roots = chunks
      .filter((chunk) => !entryFiles.has(chunk.fileName))
      .filter((chunk) => chunk.moduleIds.some((id) => prefixes.some((prefix) => id.startsWith(prefix))))
      .map((chunk) => chunk.fileName);
    const modules = [...closure(roots)].filter((file) => !entryFiles.has(file)).sort();
    return { modules, styles: [...new Set(modules.flatMap((file) => byFile.get(file)!.css))] };
  };
}

/**
 * The built index.html with the shell in #root, the boot script, and the page's preloads: its
 * code, and its stylesheets, which its frame needs to paint as the app will (Vite's loader
 * finds them in place and does not add them again).
 */
function shellPage(template: string, shell: string, preloads: PagePreloads): string {
  const root = /<div id="root">[\s\S]*?<!--\/boot-->\s*<\/div>/;
  if (!root.test(template))
    throw new Error('web/index.html: #root must end with <!--/boot--> (web/prerender/plugin.ts)');
  const head = [
    `<script>${bootScript}</script>`,
    `<style>${shellStyle}</style>`,
    ...preloads.modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
  const styles = preloads.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${brandingPlaceholder('productName')}</title>`)
    .replace('<meta charset="UTF-8" />', (meta) => `${meta}\n    ${head}`)
    .replace('</head>', `${styles}</head>`)
    .replace(root, `<div id="root">${shell}</div>`);
}
