"""Make the export a clean-room engine author works from, and its manifest.

A second engine is a second opinion only if its author never saw the reference engine, so the
author is handed one tarball and nothing else: the spec, the schemas, the scenarios, the README
and the source documents, taken by `git archive` from one commit (no `.git`, no engine, no report).
The manifest (source commit, every file with its sha256, the tarball's sha256) is what the engine's
CLEANROOM.md keeps, so anyone can rebuild the export and check it is the one the author had.

    python tools/cleanroom_export.py --out /tmp/export [--commit HEAD] [--seeds ../shared/seeds]
"""

from __future__ import annotations

import argparse
import hashlib
import io
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# What an author may see, by the clean-room rule: the contract, and the sources it was written from.
EXPORTED = ("spec", "schemas", "features", "README.md")


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def archive(commit: str) -> bytes:
    """The exported paths at `commit` as git writes them (a tar without `.git`)."""
    return subprocess.run(
        ["git", "-C", str(ROOT), "archive", "--format=tar", commit, *EXPORTED],
        check=True, capture_output=True,
    ).stdout


def build(commit: str, seeds: Path) -> tuple[bytes, list[tuple[str, str]]]:
    """The gzipped export and its (path, sha256) list; the seeds go under `seeds/`."""
    files: list[tuple[str, bytes]] = []
    with tarfile.open(fileobj=io.BytesIO(archive(commit))) as tar:
        for member in tar.getmembers():
            if member.isfile():
                handle = tar.extractfile(member)
                assert handle is not None
                files.append((member.name, handle.read()))
    for seed in sorted(seeds.iterdir()):
        if seed.is_file():
            files.append((f"seeds/{seed.name}", seed.read_bytes()))
    files.sort()
    out = io.BytesIO()
    # A fixed mtime and owner make the tarball's bytes, and so its sha256, depend on content alone.
    with tarfile.open(fileobj=out, mode="w:gz", format=tarfile.PAX_FORMAT) as tar:
        for name, data in files:
            info = tarfile.TarInfo(f"export/{name}")
            info.size, info.mtime, info.mode = len(data), 0, 0o644
            tar.addfile(info, io.BytesIO(data))
    return out.getvalue(), [(name, sha256(data)) for name, data in files]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True, help="folder for the tarball and manifest")
    parser.add_argument("--commit", default="HEAD")
    parser.add_argument("--seeds", type=Path, default=ROOT.parent / "shared" / "seeds")
    args = parser.parse_args(argv)
    commit = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", args.commit], check=True, capture_output=True, text=True,
    ).stdout.strip()
    tarball, listing = build(commit, args.seeds)
    args.out.mkdir(parents=True, exist_ok=True)
    name = f"cleanroom-export-{commit[:12]}.tar.gz"
    (args.out / name).write_bytes(tarball)
    manifest = [f"source commit: {commit}", f"tarball: {name}", f"tarball sha256: {sha256(tarball)}",
                f"files: {len(listing)}", ""]
    manifest += [f"{digest}  {path}" for path, digest in listing]
    (args.out / "MANIFEST.txt").write_text("\n".join(manifest) + "\n")
    print(f"{args.out / name}: {len(listing)} files, sha256 {sha256(tarball)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
