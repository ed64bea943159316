// The part of webpack-bundle-analyzer 4.10 (which ships no types) that ./index.ts uses.
declare module 'webpack-bundle-analyzer' {
  export class BundleAnalyzerPlugin {
    constructor(options: {
      analyzerMode: 'static' | 'json';
      reportFilename: string;
      openAnalyzer?: boolean;
      logLevel?: 'info' | 'warn' | 'error' | 'silent';
    });
    apply(compiler: unknown): void;
  }
}
