"""``verifier data``: where the WordNet the verifier reads comes from, and installing it for this user.

``verifier data`` (or ``data status``) prints the WordNet found (folder and origin) and its index, or the one
message that says what to run; exit 0 when found, 2 when not.
``verifier data install [--from FOLDER]`` copies WordNet's database files (Debian's, Homebrew's, an NLTK
download's folder or ``wordnet.zip``; by default the first found) into the user's data folder and builds the
index, so that later runs find it there whatever happens to the source. No step needs root.

    $ python -m nltk.downloader wordnet && verifier data install
    WordNet installed in ~/.local/share/sparql-verifier/nltk_data/corpora/wordnet (index: ~/.cache/...)
"""

from __future__ import annotations

import argparse
import sys

__all__ = ["register"]


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("data", help="where WordNet is found; `data install` copies it for this user",
                       description="Show the WordNet the verifier reads, or install one without root.")
    p.set_defaults(func=_status)
    actions = p.add_subparsers(dest="action", metavar="ACTION")
    s = actions.add_parser("status", help="the WordNet found and its index (the default)")
    s.set_defaults(func=_status)
    i = actions.add_parser("install", help="copy WordNet's files into the user's data folder and index them")
    i.add_argument("--from", dest="source", metavar="FOLDER",
                   help="a folder of WordNet database files (Debian's /usr/share/wordnet, Homebrew's "
                        "$(brew --prefix wordnet)/dict, NLTK's corpora/wordnet) or NLTK's wordnet.zip")
    i.set_defaults(func=_install)


def _status(args: argparse.Namespace) -> int:
    from .bridge import find_wordnet, index_path, missing_message

    found = find_wordnet()
    if found is None:
        print(missing_message(), file=sys.stderr)
        return 2
    index = index_path(found)
    print(f"WordNet: {found.path} (from {found.origin})")
    print(f"index:   {index} ({'built' if index.is_file() else 'built on first use'})")
    return 0


def _install(args: argparse.Namespace) -> int:
    from .bridge import WordNetMissing, index_path, install_wordnet, WordNetSource

    try:
        dest = install_wordnet(args.source)
    except WordNetMissing as exc:
        print(f"verifier data install: {exc}", file=sys.stderr)
        return 2
    print(f"WordNet installed in {dest} (index: {index_path(WordNetSource(dest, 'installed'))})")
    return 0
