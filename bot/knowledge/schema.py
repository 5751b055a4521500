"""The JSON Schema editors use to complete and check knowledge files."""

from __future__ import annotations

from typing import Any

from bot.knowledge.models import KnowledgeFile


def knowledge_schema() -> dict[str, Any]:
    schema = KnowledgeFile.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "matchbot knowledge file"
    return schema
