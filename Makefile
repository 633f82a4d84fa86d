# The README's two commands: `make demo` and `make test`. Both run `make setup` first,
# which installs whatever is missing (venv, pip packages, Debian's WordNet) and is a no-op when done.
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
	$(PIP) install -q -e '.[test,ray]'
	touch $(STAMP)

wordnet:
	@bash scripts/setup_wordnet.sh $(DATA)/nltk_data/corpora/wordnet

demo: setup
	$(PY) examples/chemistry/demo.py

test: setup
	$(PY) -m pytest -q

# DBpedia's names and redirects for offline entity linking (the optional extra `dbpedia`, about 250 MB once
# built): opt-in, not part of setup; the benchmarks are measured with it
dbpedia: setup
	$(PIP) install -q -e '.[test,dbpedia]'
	$(PY) -m verifier.kg.dbpedia_names build

bench: dbpedia
	$(PY) benchmarks/run_all.py --shared $(SHARED)

clean:
	rm -rf .venv $(DATA) build *.egg-info .pytest_cache
