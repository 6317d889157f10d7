//! The language of the program under reduction ([`creduce_passes::Lang`]: C or C++),
//! named here so that every layer can use it (the oracle layer knows nothing about
//! passes), with its serde form (`"c"`, `"c++"`) for oracle configurations.

pub use creduce_passes::Lang;

/// `Option<Lang>` as `"c"` or `"c++"`, for `#[serde(with = ...)]`.
pub mod serde_opt {
    use super::Lang;
    use serde::{Deserialize, Deserializer, Serializer};

    /// Write `"c"` or `"c++"` (`None` is skipped by the field's attribute).
    pub fn serialize<S: Serializer>(lang: &Option<Lang>, s: S) -> Result<S::Ok, S::Error> {
        match lang {
            Some(l) => s.serialize_str(l.name()),
            None => s.serialize_none(),
        }
    }

    /// Read `"c"` or `"c++"` (also `"cpp"`, `"cxx"`).
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Lang>, D::Error> {
        let name = String::deserialize(d)?;
        Lang::from_name(&name).map(Some).ok_or_else(|| {
            serde::de::Error::custom(format!("unknown language `{name}` (c or c++)"))
        })
    }
}
