"""Zip packages of XML parts (Office Open XML, OpenDocument, EPUB): parts read with size limits, relationships
resolved, and a damaged or password-protected file turned into a one-line Skipped."""

from __future__ import annotations

import io
import posixpath
import zipfile
import zlib
from urllib.parse import unquote
from xml.etree import ElementTree as ET

from macllm.docs.read import OLE_MAGIC, Skipped

MAX_PART = 100 * 1024 * 1024  # uncompressed bytes of one part: more is a zip bomb, not a document
# what a damaged zip raises: a bad header, a cut or corrupt deflate stream, an unsupported compression
ZIP_ERRORS = (zipfile.BadZipFile, zipfile.LargeZipFile, zlib.error, EOFError, OSError, ValueError, NotImplementedError)
REL = "{http://schemas.openxmlformats.org/package/2006/relationships}"
ENCRYPTED_PACKAGE = "EncryptedPackage".encode("utf-16-le")


class Package:
    """One zip file; `kind` names it in messages ('Word document')."""

    def __init__(self, data: bytes, kind: str):
        self.kind = kind
        if data.startswith(OLE_MAGIC):  # an Office file saved with a password is an OLE file around the zip
            if ENCRYPTED_PACKAGE in data:
                raise Skipped(f"password-protected {kind}")
            raise Skipped(f"not a {kind} (an older binary format?)")
        try:
            self.zip = zipfile.ZipFile(io.BytesIO(data))
        except ZIP_ERRORS as e:
            raise Skipped(f"damaged {kind} ({e})") from None
        self.names = set(self.zip.namelist())

    def has(self, name: str) -> bool:
        return name in self.names

    def _info(self, name: str) -> zipfile.ZipInfo:
        try:
            info = self.zip.getinfo(name)
        except KeyError:
            raise Skipped(f"damaged {self.kind} ({name} is missing)") from None
        if info.flag_bits & 0x1:
            raise Skipped(f"password-protected {self.kind}")
        if info.file_size > MAX_PART:
            raise Skipped(f"{name} inside is larger than {MAX_PART // (1024 * 1024)} MB")
        return info

    def read(self, name: str) -> bytes:
        info = self._info(name)
        try:
            return self.zip.read(info)
        except (*ZIP_ERRORS, RuntimeError) as e:
            raise Skipped(f"damaged {self.kind} ({name}: {e})") from None

    def xml(self, name: str) -> ET.Element:
        try:
            return ET.fromstring(self.read(name))
        except (ET.ParseError, LookupError) as e:  # LookupError: an encoding XML's declaration names wrongly
            raise Skipped(f"damaged {self.kind} ({name}: {e})") from None

    def iterparse(self, name: str):
        """(event, element) over a large part ('start' and 'end'), without holding the whole tree."""
        info = self._info(name)
        try:
            with self.zip.open(info) as stream:
                yield from ET.iterparse(stream, events=("start", "end"))
        except (ET.ParseError, LookupError, *ZIP_ERRORS, RuntimeError) as e:
            raise Skipped(f"damaged {self.kind} ({name}: {e})") from None

    def rels(self, part: str) -> dict[str, tuple[str, str]]:
        """A part's relationships: id -> (type, the target part's name); external targets left out."""
        folder, base = posixpath.split(part)
        name = posixpath.join(folder, "_rels", base + ".rels")
        if not self.has(name):
            return {}
        out = {}
        for rel in self.xml(name).iter(f"{REL}Relationship"):
            if rel.get("TargetMode") == "External":
                continue
            out[rel.get("Id")] = (rel.get("Type", ""), resolve(folder, rel.get("Target", "")))
        return out

    def main_part(self, default: str) -> str:
        """The package's main document (the officeDocument relationship of _rels/.rels)."""
        for kind, target in self.rels("").values():
            if kind.endswith("/officeDocument") and self.has(target):
                return target
        if not self.has(default):
            raise Skipped(f"damaged {self.kind} (no {default})")
        return default


def resolve(folder: str, target: str) -> str:
    """A relationship's or a link's target as a part name: 'slides/slide1.xml' under 'ppt' -> 'ppt/slides/slide1.xml'."""
    target = unquote(target.split("#", 1)[0])
    path = target.lstrip("/") if target.startswith("/") else posixpath.join(folder, target)
    path = posixpath.normpath(path) if path else ""
    return "" if path == "." else path
