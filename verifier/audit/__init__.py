"""Batch audit of query logs: readers, a parallel runner with resume, JSONL results and an HTML report."""

from .records import Record, read_records
from .runner import AuditConfig, AuditSummary, run_audit

__all__ = ["Record", "read_records", "AuditConfig", "AuditSummary", "run_audit"]
