/** Platform facts the guide states: provider pins, tool versions, limits, policy severities, sample data. */
export * from './facts';
export * from './providers';
export * from './toolVersions';
export * from './limits';
export * from './security';
export * from './policies';
export * from './sampleData';
export * from './service';
export * from './trust';
export * from './costs';
