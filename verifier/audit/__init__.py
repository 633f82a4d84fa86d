"""Batch audit of query logs: readers, a supervised parallel runner with resume (local processes or Ray
actors), JSONL results and an HTML report."""

from .records import Record, read_records
from .runner import AuditConfig, AuditSummary, CheckPool, run_audit

__all__ = ["Record", "read_records", "AuditConfig", "AuditSummary", "CheckPool", "run_audit"]
