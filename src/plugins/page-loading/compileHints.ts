// V8's explicit compile hints (https://v8.dev/blog/explicit-compile-hints, Chrome 136+): a script whose first line is
// this magic comment has all its functions compiled while it streams in, off the main thread. The entry scripts call
// nearly every function they hold on load (module factories, React, the route table), which V8 otherwise compiles one
// by one on the main thread inside the task that runs main.js: about half of that task at phone speed.

/** The magic comment, on the first line of the file. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The scripts every page runs on load: runtime~main and main (paintFirstEntry's entry scripts). */
export const ENTRY_SCRIPT = /(^|\/)(runtime~)?main\.[^/]*\.js$/;

/** The part of the bundler's compiler this uses, the same in Rspack and webpack 5. */
interface BannerCompiler {
  webpack: {
    BannerPlugin: new (options: {banner: string; raw: boolean; include: RegExp; stage: number}) => {
      apply(compiler: BannerCompiler): void;
    };
    Compilation: {PROCESS_ASSETS_STAGE_DEV_TOOLING: number};
  };
}

/** Puts the hint on the entry scripts after minification, which drops comments, and before their content hash. */
export class EntryScriptCompileHints {
  apply(compiler: BannerCompiler): void {
    const {BannerPlugin, Compilation} = compiler.webpack;
    new BannerPlugin({
      banner: COMPILE_HINT,
      raw: true,
      include: ENTRY_SCRIPT,
      stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
    }).apply(compiler);
  }
}
