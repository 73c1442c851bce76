/** A ref to compare against: a tag (`v0.26.0`, `v0.11.1rc2`) or a build's commit (7 to 40 hex digits). */
export interface ReleaseRef {
    kind: 'tag' | 'commit';
    ref: string;
}
/**
 * The ref of a version: `0.26.0` → tag `v0.26.0`; `0.11.1rc2` → tag `v0.11.1rc2`; `0.6.4.post1` → tag `v0.6.4.post1`;
 * a development build `0.27.1.dev12+g1a2b3c4d` (or `0.1.dev1+g…`) → its commit; a local build label (`0.26.0+cu128`)
 * keeps its release's tag. A development build without a commit, or anything unparseable, has none (null).
 * @param version the reporter's version as written, or null
 */
export declare function releaseRefOf(version: string | null): ReleaseRef | null;
