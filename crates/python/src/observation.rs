//! The observation tensor: one generic encoding of any game's view, documented in
//! `docs/python.md`. The view is read, as its JSON would be, as named features, and each
//! feature's value is added to the slot its name hashes to. The view is walked by a serde
//! serializer, so no JSON is built.
//!
//! Names: object keys joined by `.`; array elements by their position (`seats.1.gold`), except
//! that an array of strings only is a set (`seats.1.craftsmen=C3`). A number gives `name` = its
//! value and `name?` = 1 (so a zero is told from an absent value); `true` gives `name` = 1; a
//! string gives `name=string` = 1; `null` and `false` give nothing.

use std::fmt::{self, Display};

use serde::ser::{self, Serialize};

/// Slots of the observation tensor, for every game.
pub const SIZE: usize = 8192;

const FNV_START: u64 = 0xcbf2_9ce4_8422_2325;

/// FNV-1a (64 bits) of `bytes`, continued from `h`.
fn fnv(mut h: u64, bytes: &[u8]) -> u64 {
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// The slot of a feature: FNV-1a (64 bits) of its name, modulo [`SIZE`].
fn slot_of(hash: u64) -> usize {
    (hash % SIZE as u64) as usize
}

/// Calls `feature(name, slot, value)` for every feature of `view`.
pub fn features<T: Serialize, F: FnMut(&str, usize, f32)>(view: &T, feature: F) {
    let mut walker = Walker {
        path: String::with_capacity(128),
        hash: FNV_START,
        feature,
    };
    // The walker itself never fails; a view's own serialisation cannot either.
    let _ = view.serialize(&mut walker);
}

/// Adds the tensor of `view` into `out`: [`SIZE`] little-endian float32 values, as bytes
/// (zeros to start with; the tensor is sparse, so only its features' slots are touched).
pub fn encode_le<T: Serialize>(view: &T, out: &mut [u8]) {
    features(view, |_, slot, value| {
        let bytes = &mut out[4 * slot..4 * slot + 4];
        let sum = f32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]) + value;
        bytes.copy_from_slice(&sum.to_le_bytes());
    });
}

/// The path so far, and its hash, continued as the path grows (FNV-1a runs byte by byte).
struct Walker<F> {
    path: String,
    hash: u64,
    feature: F,
}

/// A place in the path to come back to.
#[derive(Clone, Copy)]
struct Mark {
    len: usize,
    hash: u64,
}

#[derive(Debug)]
struct Never(String);

impl Display for Never {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Never {}

impl ser::Error for Never {
    fn custom<T: Display>(msg: T) -> Self {
        Never(msg.to_string())
    }
}

impl<F: FnMut(&str, usize, f32)> Walker<F> {
    fn emit(&mut self, value: f32) {
        (self.feature)(&self.path, slot_of(self.hash), value);
    }

    fn number(&mut self, v: f64) {
        self.emit(v as f32);
        let m = self.mark();
        self.push("?");
        self.emit(1.0);
        self.restore(m);
    }

    fn string(&mut self, s: &str) {
        let m = self.mark();
        self.push("=");
        self.push(s);
        self.emit(1.0);
        self.restore(m);
    }

    fn mark(&self) -> Mark {
        Mark {
            len: self.path.len(),
            hash: self.hash,
        }
    }

    fn restore(&mut self, m: Mark) {
        self.path.truncate(m.len);
        self.hash = m.hash;
    }

    fn push(&mut self, s: &str) {
        self.path.push_str(s);
        self.hash = fnv(self.hash, s.as_bytes());
    }

    fn push_key(&mut self, key: &str) -> Mark {
        let m = self.mark();
        if m.len > 0 {
            self.push(".");
        }
        self.push(key);
        m
    }
}

/// A sequence: strings wait until it is known whether every element is one (a set, by name)
/// or not (every element by its position).
struct Seq<'a, F> {
    walker: &'a mut Walker<F>,
    index: usize,
    strings: Vec<(usize, String)>,
    mixed: bool,
}

impl<F: FnMut(&str, usize, f32)> Seq<'_, F> {
    fn element<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), Never> {
        let i = self.index;
        self.index += 1;
        match value.serialize(Probe) {
            Ok(Probed::String(s)) => {
                self.strings.push((i, s));
                Ok(())
            }
            Ok(Probed::Null) => {
                self.mixed = true;
                Ok(())
            }
            Ok(Probed::Int(_)) | Ok(Probed::Other) | Err(_) => {
                self.mixed = true;
                let m = self.walker.push_key(&i.to_string());
                let r = value.serialize(&mut *self.walker);
                self.walker.restore(m);
                r
            }
        }
    }

    fn finish(&mut self) -> Result<(), Never> {
        for (i, s) in std::mem::take(&mut self.strings) {
            if self.mixed {
                let m = self.walker.push_key(&i.to_string());
                self.walker.string(&s);
                self.walker.restore(m);
            } else {
                self.walker.string(&s);
            }
        }
        Ok(())
    }
}

/// A map or struct: each value under its key.
struct Fields<'a, F> {
    walker: &'a mut Walker<F>,
    key: String,
}

impl<F: FnMut(&str, usize, f32)> Fields<'_, F> {
    fn field<T: ?Sized + Serialize>(&mut self, key: &str, value: &T) -> Result<(), Never> {
        let m = self.walker.push_key(key);
        let r = value.serialize(&mut *self.walker);
        self.walker.restore(m);
        r
    }
}

impl<'a, F: FnMut(&str, usize, f32)> ser::Serializer for &'a mut Walker<F> {
    type Ok = ();
    type Error = Never;
    type SerializeSeq = Seq<'a, F>;
    type SerializeTuple = Seq<'a, F>;
    type SerializeTupleStruct = Seq<'a, F>;
    type SerializeTupleVariant = Variant<'a, F>;
    type SerializeMap = Fields<'a, F>;
    type SerializeStruct = Fields<'a, F>;
    type SerializeStructVariant = VariantFields<'a, F>;

    fn serialize_bool(self, v: bool) -> Result<(), Never> {
        if v {
            self.emit(1.0);
        }
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Result<(), Never> {
        self.number(f64::from(v));
        Ok(())
    }
    fn serialize_i16(self, v: i16) -> Result<(), Never> {
        self.number(f64::from(v));
        Ok(())
    }
    fn serialize_i32(self, v: i32) -> Result<(), Never> {
        self.number(f64::from(v));
        Ok(())
    }
    fn serialize_i64(self, v: i64) -> Result<(), Never> {
        self.number(v as f64);
        Ok(())
    }
    fn serialize_u8(self, v: u8) -> Result<(), Never> {
        self.number(f64::from(v));
        Ok(())
    }
    fn serialize_u16(self, v: u16) -> Result<(), Never> {
        self.number(f64::from(v));
        Ok(())
    }
    fn serialize_u32(self, v: u32) -> Result<(), Never> {
        self.number(f64::from(v));
        Ok(())
    }
    fn serialize_u64(self, v: u64) -> Result<(), Never> {
        self.number(v as f64);
        Ok(())
    }
    fn serialize_f32(self, v: f32) -> Result<(), Never> {
        self.number(f64::from(v));
        Ok(())
    }
    fn serialize_f64(self, v: f64) -> Result<(), Never> {
        self.number(v);
        Ok(())
    }
    fn serialize_char(self, v: char) -> Result<(), Never> {
        self.string(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Result<(), Never> {
        self.string(v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<(), Never> {
        use ser::SerializeSeq as _;
        let mut seq = self.serialize_seq(Some(v.len()))?;
        for b in v {
            seq.serialize_element(b)?;
        }
        seq.end()
    }
    fn serialize_none(self) -> Result<(), Never> {
        Ok(())
    }
    fn serialize_some<T: ?Sized + Serialize>(self, value: &T) -> Result<(), Never> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), Never> {
        Ok(())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Never> {
        Ok(())
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), Never> {
        self.string(variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: ?Sized + Serialize>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), Never> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: ?Sized + Serialize>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), Never> {
        let m = self.push_key(variant);
        let r = value.serialize(&mut *self);
        self.restore(m);
        r
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Seq<'a, F>, Never> {
        Ok(Seq {
            walker: self,
            index: 0,
            strings: Vec::new(),
            mixed: false,
        })
    }
    fn serialize_tuple(self, len: usize) -> Result<Seq<'a, F>, Never> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(self, _name: &'static str, len: usize) -> Result<Seq<'a, F>, Never> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Variant<'a, F>, Never> {
        let mark = self.push_key(variant);
        Ok(Variant {
            seq: Seq {
                walker: self,
                index: 0,
                strings: Vec::new(),
                mixed: false,
            },
            mark,
        })
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Fields<'a, F>, Never> {
        Ok(Fields {
            walker: self,
            key: String::new(),
        })
    }
    fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Fields<'a, F>, Never> {
        self.serialize_map(None)
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<VariantFields<'a, F>, Never> {
        let mark = self.push_key(variant);
        Ok(VariantFields {
            fields: Fields {
                walker: self,
                key: String::new(),
            },
            mark,
        })
    }
}

impl<F: FnMut(&str, usize, f32)> ser::SerializeSeq for Seq<'_, F> {
    type Ok = ();
    type Error = Never;
    fn serialize_element<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), Never> {
        self.element(value)
    }
    fn end(mut self) -> Result<(), Never> {
        self.finish()
    }
}

impl<F: FnMut(&str, usize, f32)> ser::SerializeTuple for Seq<'_, F> {
    type Ok = ();
    type Error = Never;
    fn serialize_element<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), Never> {
        self.element(value)
    }
    fn end(mut self) -> Result<(), Never> {
        self.finish()
    }
}

impl<F: FnMut(&str, usize, f32)> ser::SerializeTupleStruct for Seq<'_, F> {
    type Ok = ();
    type Error = Never;
    fn serialize_field<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), Never> {
        self.element(value)
    }
    fn end(mut self) -> Result<(), Never> {
        self.finish()
    }
}

/// A tuple variant: its elements under the variant's name.
struct Variant<'a, F> {
    seq: Seq<'a, F>,
    mark: Mark,
}

impl<F: FnMut(&str, usize, f32)> ser::SerializeTupleVariant for Variant<'_, F> {
    type Ok = ();
    type Error = Never;
    fn serialize_field<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), Never> {
        self.seq.element(value)
    }
    fn end(mut self) -> Result<(), Never> {
        self.seq.finish()?;
        self.seq.walker.restore(self.mark);
        Ok(())
    }
}

impl<F: FnMut(&str, usize, f32)> ser::SerializeMap for Fields<'_, F> {
    type Ok = ();
    type Error = Never;
    fn serialize_key<T: ?Sized + Serialize>(&mut self, key: &T) -> Result<(), Never> {
        self.key = match key.serialize(Probe) {
            Ok(Probed::String(s)) => s,
            Ok(Probed::Int(n)) => n.to_string(),
            Ok(Probed::Null | Probed::Other) | Err(_) => String::new(),
        };
        Ok(())
    }
    fn serialize_value<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), Never> {
        let key = std::mem::take(&mut self.key);
        self.field(&key, value)
    }
    fn end(self) -> Result<(), Never> {
        Ok(())
    }
}

impl<F: FnMut(&str, usize, f32)> ser::SerializeStruct for Fields<'_, F> {
    type Ok = ();
    type Error = Never;
    fn serialize_field<T: ?Sized + Serialize>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Never> {
        self.field(key, value)
    }
    fn end(self) -> Result<(), Never> {
        Ok(())
    }
}

/// A struct variant: its fields under the variant's name.
struct VariantFields<'a, F> {
    fields: Fields<'a, F>,
    mark: Mark,
}

impl<F: FnMut(&str, usize, f32)> ser::SerializeStructVariant for VariantFields<'_, F> {
    type Ok = ();
    type Error = Never;
    fn serialize_field<T: ?Sized + Serialize>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Never> {
        self.fields.field(key, value)
    }
    fn end(self) -> Result<(), Never> {
        self.fields.walker.restore(self.mark);
        Ok(())
    }
}

/// What a value is, told without walking it: a string or null (a set's member, a map's key),
/// an integer (a map's key), or something else (refused when compound).
enum Probed {
    String(String),
    Null,
    Int(i128),
    Other,
}

struct Probe;

impl ser::Serializer for Probe {
    type Ok = Probed;
    type Error = Never;
    type SerializeSeq = ser::Impossible<Probed, Never>;
    type SerializeTuple = ser::Impossible<Probed, Never>;
    type SerializeTupleStruct = ser::Impossible<Probed, Never>;
    type SerializeTupleVariant = ser::Impossible<Probed, Never>;
    type SerializeMap = ser::Impossible<Probed, Never>;
    type SerializeStruct = ser::Impossible<Probed, Never>;
    type SerializeStructVariant = ser::Impossible<Probed, Never>;

    fn serialize_bool(self, _v: bool) -> Result<Probed, Never> {
        Ok(Probed::Other)
    }
    fn serialize_i8(self, v: i8) -> Result<Probed, Never> {
        Ok(Probed::Int(i128::from(v)))
    }
    fn serialize_i16(self, v: i16) -> Result<Probed, Never> {
        Ok(Probed::Int(i128::from(v)))
    }
    fn serialize_i32(self, v: i32) -> Result<Probed, Never> {
        Ok(Probed::Int(i128::from(v)))
    }
    fn serialize_i64(self, v: i64) -> Result<Probed, Never> {
        Ok(Probed::Int(i128::from(v)))
    }
    fn serialize_u8(self, v: u8) -> Result<Probed, Never> {
        Ok(Probed::Int(i128::from(v)))
    }
    fn serialize_u16(self, v: u16) -> Result<Probed, Never> {
        Ok(Probed::Int(i128::from(v)))
    }
    fn serialize_u32(self, v: u32) -> Result<Probed, Never> {
        Ok(Probed::Int(i128::from(v)))
    }
    fn serialize_u64(self, v: u64) -> Result<Probed, Never> {
        Ok(Probed::Int(i128::from(v)))
    }
    fn serialize_f32(self, _v: f32) -> Result<Probed, Never> {
        Ok(Probed::Other)
    }
    fn serialize_f64(self, _v: f64) -> Result<Probed, Never> {
        Ok(Probed::Other)
    }
    fn serialize_char(self, v: char) -> Result<Probed, Never> {
        Ok(Probed::String(v.to_string()))
    }
    fn serialize_str(self, v: &str) -> Result<Probed, Never> {
        Ok(Probed::String(v.to_string()))
    }
    fn serialize_bytes(self, _v: &[u8]) -> Result<Probed, Never> {
        Ok(Probed::Other)
    }
    fn serialize_none(self) -> Result<Probed, Never> {
        Ok(Probed::Null)
    }
    fn serialize_some<T: ?Sized + Serialize>(self, value: &T) -> Result<Probed, Never> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<Probed, Never> {
        Ok(Probed::Null)
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<Probed, Never> {
        Ok(Probed::Null)
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<Probed, Never> {
        Ok(Probed::String(variant.to_string()))
    }
    fn serialize_newtype_struct<T: ?Sized + Serialize>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<Probed, Never> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: ?Sized + Serialize>(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _value: &T,
    ) -> Result<Probed, Never> {
        Ok(Probed::Other)
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Self::SerializeSeq, Never> {
        Err(Never(String::new()))
    }
    fn serialize_tuple(self, _len: usize) -> Result<Self::SerializeTuple, Never> {
        Err(Never(String::new()))
    }
    fn serialize_tuple_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeTupleStruct, Never> {
        Err(Never(String::new()))
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeTupleVariant, Never> {
        Err(Never(String::new()))
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Self::SerializeMap, Never> {
        Err(Never(String::new()))
    }
    fn serialize_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeStruct, Never> {
        Err(Never(String::new()))
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeStructVariant, Never> {
        Err(Never(String::new()))
    }
}
