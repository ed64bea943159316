/** The product's rules as data: what blocks what, who approves, where state lives, statuses, drafts, scopes, discovery. */
export * from './roles';
export * from './statuses';
export * from './blocking';
export * from './approvals';
export * from './state';
export * from './scopes';
export * from './drafts';
export * from './discovery';
export * from './settings';
export * from './exports';
export * from './cloudSessions';
export * from './engines';
export * from './dependencies';
export * from './customRoles';
export * from './values';
