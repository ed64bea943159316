/** Words readers use for the same thing; a query term also matches its synonyms. */
export const synonyms: Readonly<Record<string, readonly string[]>> = {
  tf: ['terraform'],
  terraform: ['tf'],
  tofu: ['opentofu'],
  opentofu: ['tofu'],
  k8s: ['kubernetes'],
  kubernetes: ['k8s'],
  pat: ['token'],
  token: ['pat'],
  creds: ['credentials'],
  config: ['configuration', 'configure'],
  iac: ['terraform'],
  gha: ['github'],
  autocomplete: ['completion'],
  completion: ['autocomplete'],
  upgrade: ['update'],
  update: ['upgrade'],
  remove: ['delete'],
  delete: ['remove'],
  sso: ['single', 'sign'],
  deploy: ['provision'],
  approve: ['approval'],
};

/** Phrases readers use for a word of the guide; the query searches for that word instead. */
export const phrases: Readonly<Record<string, string>> = {
  'break glass': 'emergency',
  'came out': 'new',
  'come out': 'new',
};
