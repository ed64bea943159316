// The browser never downloads src/data: pages show data rendered at build time. This bundler plugin (webpack or
// Rspack, on the client build) fails the build when a module of src/data lands in a client chunk, naming it, the
// code that imports it, and the fix.
import path from 'node:path';

// The little of the bundler's API this check reads, the same in webpack 5 and Rspack.
interface BundledModule {
  /** The file of a module built from one (with any `?query`). */
  resource?: string;
  /** The modules a concatenated module is made of. */
  modules?: readonly BundledModule[];
}
interface Chunk {
  files: Iterable<string>;
}
interface Compilation {
  chunks: Iterable<Chunk>;
  chunkGraph: {getChunkModulesIterable(chunk: Chunk): Iterable<BundledModule>};
  moduleGraph: {getIssuer(module: BundledModule): BundledModule | null | undefined};
  errors: unknown[];
  hooks: {afterSeal: {tapPromise(name: string, run: () => Promise<void>): void}};
}
interface Compiler {
  webpack: {WebpackError: new (message: string) => Error};
  hooks: {thisCompilation: {tap(name: string, run: (compilation: Compilation) => void): void}};
}

const NAME = 'data-tables: client bundle check';

export interface ClientBundleDataCheckOptions {
  siteDir: string;
  /** The folder no client chunk may hold a module of (src/data). */
  dataDir: string;
}

const fileOf = (module: BundledModule): string | undefined => module.resource?.split('?')[0];

/** The file of the first module outside the data folder on the chain of imports that brought a data module in. */
function importerOutsideData(
  compilation: Compilation,
  module: BundledModule,
  isData: (file: string | undefined) => boolean,
): string | undefined {
  let issuer = compilation.moduleGraph.getIssuer(module);
  while (issuer && isData(fileOf(issuer))) issuer = compilation.moduleGraph.getIssuer(issuer);
  return issuer ? fileOf(issuer) : undefined;
}

export class ClientBundleDataCheck {
  constructor(private readonly options: ClientBundleDataCheckOptions) {}

  // webpack's or Rspack's compiler, typed by the little this check reads of it.
  apply(bundler: unknown): void {
    const compiler = bundler as Compiler;
    const {siteDir, dataDir} = this.options;
    const relative = (file: string) => path.relative(siteDir, file);
    const isData = (file: string | undefined) => file !== undefined && !path.relative(dataDir, file).startsWith('..');
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.afterSeal.tapPromise(NAME, async () => {
        // Per importer outside src/data: the data modules it brings in and the chunks that hold them.
        const found = new Map<string, {data: Set<string>; chunks: Set<string>}>();
        for (const chunk of compilation.chunks) {
          for (const bundled of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            for (const module of bundled.modules ?? [bundled]) {
              const file = fileOf(module);
              if (!isData(file)) continue;
              const importer = importerOutsideData(compilation, module, isData);
              const name = importer ? relative(importer) : 'an entry point';
              const entry = found.get(name) ?? {data: new Set(), chunks: new Set()};
              entry.data.add(relative(file!));
              for (const asset of chunk.files) if (asset.endsWith('.js')) entry.chunks.add(asset);
              found.set(name, entry);
            }
          }
        }
        for (const [importer, {data, chunks}] of found)
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `${importer} brings ${[...data].sort().join(', ')} into the browser's code (${[...chunks].sort().join(', ')}). ` +
                `Pages show data rendered at build time, so no module of ${relative(dataDir)} may reach the browser: render the values with an element of src/plugins/data-tables (elements.ts), ` +
                `or give the page only the values it shows (a plugin's contentLoaded with setGlobalData or route props).`,
            ),
          );
      });
    });
  }
}
