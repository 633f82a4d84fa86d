"""SPARQL → logic: parsing with a safety screen (:mod:`.parse`) and algebra translation (:mod:`.semantics`)."""

from .parse import ParsedQuery, QueryError, parse_query
from .semantics import QUERY_FORMS, QueryLogic, translate
from .truncation import cut_short


def query_logic(text: str) -> QueryLogic:
    """Parse and translate SPARQL text in one step (raises :class:`QueryError`)."""
    return translate(parse_query(text))


__all__ = ["ParsedQuery", "QueryError", "parse_query", "QUERY_FORMS", "QueryLogic", "translate", "query_logic",
           "cut_short"]
