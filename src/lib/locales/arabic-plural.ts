// Arabic's six plural forms, shared by the Arabic texts (ar.ts and the on-demand *.ar.ts); its own
// module so an on-demand chunk does not bring the whole of ar.ts.

/** The six Arabic plural forms of one key: zero, one, two, few (3–10), many (11–99), other (100 up); a form not given is `other`. */
export function plural(key: string, forms: { one: string; two?: string; few?: string; many?: string; other: string; zero?: string }): Record<string, string> {
  return {
    [`${key}_zero`]: forms.zero ?? forms.other,
    [`${key}_one`]: forms.one,
    [`${key}_two`]: forms.two ?? forms.other,
    [`${key}_few`]: forms.few ?? forms.other,
    [`${key}_many`]: forms.many ?? forms.other,
    [`${key}_other`]: forms.other,
  };
}
