"""Checks docs/schema with Python's jsonschema, the validator Python clients use.

Every "pattern" must compile with Python's re; every schema must pass its metaschema check (draft
2020-12, with the "regex" format checked); each document of the list must validate against its
schema, the schemas' $refs resolved among themselves. Prints one line per problem; exits 1 if any.
Works with Debian's python3-jsonschema (4.10, RefResolver) and with later ones (the referencing
library).
"""
import json
import os
import re
import sys

import jsonschema

schema_dir, list_file = sys.argv[1:3]
BASE = 'https://ulti-sdk.github.io/ulti/schema/'
problems = 0


def problem(text):
    global problems
    problems += 1
    print('PROBLEM ' + text)


def walk(node, where, found):
    if isinstance(node, list):
        for i, item in enumerate(node):
            walk(item, where + '/' + str(i), found)
    elif isinstance(node, dict):
        if isinstance(node.get('pattern'), str):
            found.append((where + '/pattern', node['pattern']))
        for key, value in node.items():
            walk(value, where + '/' + key, found)


files = sorted(f for f in os.listdir(schema_dir) if f.endswith('.schema.json'))
schemas = {}
patterns = []
for f in files:
    with open(os.path.join(schema_dir, f), encoding='utf-8') as handle:
        schemas[BASE + f] = json.load(handle)
    walk(schemas[BASE + f], f, patterns)
for where, pattern in patterns:
    try:
        re.compile(pattern)
    except re.error as e:
        problem(where + ': not a Python regular expression: ' + str(e))

Validator = jsonschema.Draft202012Validator
checker = jsonschema.FormatChecker()
checked = 0
for uri, schema in schemas.items():
    errors = list(Validator(Validator.META_SCHEMA, format_checker=checker).iter_errors(schema))
    for error in errors:
        problem(uri[len(BASE):] + ': fails its metaschema check: ' + error.message[:200])
    checked += not errors

try:
    from referencing import Registry, Resource

    registry = Registry().with_resources(
        (uri, Resource.from_contents(schema)) for uri, schema in schemas.items())

    def validator(uri):
        return Validator(schemas[uri], registry=registry, format_checker=checker)
except ImportError:
    def validator(uri):
        resolver = jsonschema.RefResolver(uri, schemas[uri], store=schemas)
        return Validator(schemas[uri], resolver=resolver, format_checker=checker)

valid = 0
with open(list_file, encoding='utf-8') as handle:
    lines = [line for line in handle.read().split('\n') if line.strip()]
for line in lines:
    schema, document = line.split('\t')
    if BASE + schema not in schemas:
        problem(schema + ': no such schema')
        continue
    with open(document, encoding='utf-8') as handle:
        data = json.load(handle)
    errors = list(validator(BASE + schema).iter_errors(data))
    for error in errors[:3]:
        problem(os.path.basename(document) + ' against ' + schema + ': ' + error.message[:200])
    valid += not errors

print('schemas %d, checked %d, patterns %d, documents valid %d' % (len(files), checked, len(patterns), valid))
sys.exit(1 if problems else 0)
