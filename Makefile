# The README's two commands: `make demo` and `make test`. Both run `make setup` first,
# which installs whatever is missing (venv, pip packages, WordNet: scripts/setup_wordnet.sh, no root needed)
# and is a no-op when done. Without any WordNet `make test` skips the WordNet tests and `make demo` stops
# with the one message of `verifier data` (what to run).
PY      := .venv/bin/python
PIP     := .venv/bin/pip
STAMP   := .venv/.installed
DATA    := data
SHARED  ?= ../shared/data

.PHONY: setup demo test bench clean wordnet dbpedia

setup: $(STAMP) wordnet

$(STAMP): pyproject.toml
	test -x $(PY) || python3 -m venv .venv
	$(PIP) install -q --upgrade pip
	$(PIP) install -q -e '.[test,serve,serve-test,mcp,langchain,llamaindex,grounding,ray]'
	touch $(STAMP)

wordnet: $(STAMP)
	@bash scripts/setup_wordnet.sh $(DATA)/nltk_data/corpora/wordnet $(PY)

demo: setup
	@$(PY) -m verifier.cli data >/dev/null 2>&1 || { echo "make demo: stopped, no WordNet: run what the message above says" >&2; exit 2; }
	$(PY) examples/chemistry/demo.py

test: setup
	$(PY) -m pytest -q $(PYTEST_ARGS)

# DBpedia's names and redirects for offline entity linking (the optional extra `dbpedia`, about 250 MB once
# built): opt-in, not part of setup; the benchmarks are measured with it
dbpedia: setup
	$(PIP) install -q -e '.[test,grounding,dbpedia]'
	$(PY) -m verifier.kg.dbpedia_names build

bench: dbpedia
	$(PY) benchmarks/run_all.py --shared $(SHARED)

clean:
	rm -rf .venv $(DATA) build *.egg-info .pytest_cache
