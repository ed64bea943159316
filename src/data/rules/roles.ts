/** The four roles of Skyloom's access control, from most to least powerful, as the web app and the CLI print them. */
export const ROLES = ['Org Admin', 'Project Admin', 'Developer', 'Viewer'] as const;

export type Role = (typeof ROLES)[number];

/** Whether a role may do something: `true`, `false`, or the condition that limits it. */
export type Permission = boolean | string;
