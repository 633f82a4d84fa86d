"""A stand-in verifier for the service's tests (``verifier serve --verifier-factory
service_fakes:make``): instant, deterministic, and able to die or stall on demand, so the pool's
fault handling is tested without loading a lexicon or WordNet."""

import os
import time

from verifier.verdict import Verdict


class FakeVerifier:
    timeout_ms = 100
    lexicon = None
    store = None
    parser = None

    def check(self, question, sparql, id=None, context=None):
        if question == "die now":
            os._exit(9)  # as the OOM killer would: no reply, no clean-up
        if question == "stall now":
            time.sleep(600)
        if question == "slow now":
            time.sleep(1.5)
        if not isinstance(question, str):  # a stored MRS (a path object): say what was read
            question = "mrs:" + question.read_text(encoding="utf-8").strip()
        if question == "transient":  # decided by the prover's wall clock: may differ next time
            return Verdict("unknown", ("solver_timeout",), "fake: out of time", question=question, sparql=sparql, id=id)
        status = "accept" if "good" in sparql else "reject"
        return Verdict(status, ("equivalent",) if status == "accept" else ("wrong_relation",), f"fake: {status}",
                       question=question, sparql=sparql, id=id, timings_ms={"total": 0.1})


def make(config):
    return FakeVerifier()


def broken(config):
    raise ValueError("the lexicon is malformed (line 3)")
