"""The built-in card pool: every module-level ``CardDef`` here is registered."""
