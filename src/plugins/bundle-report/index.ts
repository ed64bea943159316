import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {BundleAnalyzerPlugin} from 'webpack-bundle-analyzer';

export interface BundleReportOptions {
  /** Off in every normal build: set BUNDLE_REPORT=1 (README) to write the report. */
  enabled: boolean;
}

/**
 * What each browser bundle holds, module by module (sizes as parsed, gzip and raw), for finding what a first load
 * carries that a first paint does not need: `BUNDLE_REPORT=1 npm run build` writes `.docusaurus/bundle-report.html`
 * (treemap) and `.docusaurus/bundle-report.json` (the same data, for scripts and diffs). The server bundle is left out.
 */
export default function bundleReport(context: LoadContext, {enabled}: BundleReportOptions): Plugin {
  const report = (extension: string) => path.join(context.generatedFilesDir, `bundle-report.${extension}`);
  return {
    name: 'skyloom-bundle-report',
    configureWebpack: (_config, isServer) =>
      enabled && !isServer
        ? {
            plugins: [
              new BundleAnalyzerPlugin({analyzerMode: 'static', reportFilename: report('html'), openAnalyzer: false}),
              new BundleAnalyzerPlugin({analyzerMode: 'json', reportFilename: report('json'), logLevel: 'warn'}),
            ],
          }
        : {},
  };
}
