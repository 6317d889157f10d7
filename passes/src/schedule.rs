//! The passes this crate offers and the default order they run in. The schedule is
//! data, kept in this one place: `--list-passes` prints it, `--passes` reorders it.

use crate::aggregate_to_scalar::AggregateToScalar;
use crate::aggregate_to_storage::AggregateToStorage;
use crate::arrays::ShrinkArrays;
use crate::assignments_to_initializers::AssignmentsToInitializers;
use crate::body_to_file_scope::BodyToFileScope;
use crate::checked_literals::ShrinkCheckedLiterals;
use crate::conditionals::ResolveConditionals;
use crate::copyprop::PropagateCopies;
use crate::cpp_classes::SimplifyClasses;
use crate::cpp_ctor_params::RemoveCtorParams;
use crate::cpp_extern_templates::DropExternTemplates;
use crate::cpp_member_types::InlineMemberTypes;
use crate::cpp_namespaces::{DropNamespaceAttributes, UnwrapNamespaces};
use crate::cpp_statements::SimplifyCppStatements;
use crate::cpp_templates::InstantiateTemplates;
use crate::cpp_unwrap_classes::UnwrapClasses;
use crate::declarators_to_array::DeclaratorsToArray;
use crate::expr::{ExprToConstant, ExprToOperand};
use crate::expr_to_value::ExprToValue;
use crate::fold::FoldConstants;
use crate::functions::{ConstexprToDeclaration, FunctionToDeclaration, VoidUnusedResults};
use crate::hdd::Hdd;
use crate::hoist_definitions::HoistDefinitions;
use crate::increments::FoldIncrements;
use crate::inline::InlineCalledOnce;
use crate::join_angles::JoinAngles;
use crate::join_declarations::JoinDeclarations;
use crate::lines::DeleteLines;
use crate::literals::ShrinkLiterals;
use crate::locals_to_globals::LocalsToGlobals;
use crate::macros::InlineMacros;
use crate::members::RemoveMembers;
use crate::merge_into_main::MergeIntoMain;
use crate::merge_tags::MergeTags;
use crate::merge_variables::MergeVariables;
use crate::move_globals_into_functions::MoveGlobalsIntoFunctions;
use crate::params::RemoveParams;
use crate::parens::RemoveParens;
use crate::pointers::NarrowPointers;
use crate::pragmas::ShrinkPragmas;
use crate::prune_unused::PruneUnused;
use crate::remove_unused_decls::RemoveUnusedDecls;
use crate::rename::RenameIdentifiers;
use crate::retype_together::RetypeTogether;
use crate::stmts::{DropBraces, SimplifyStatements};
use crate::strings::ShrinkStrings;
use crate::token_pairs::DeleteTokenPairs;
use crate::tokens::DeleteTokens;
use crate::type_names::{InlineTags, InlineTypedefs, MergeIntoDefinition};
use crate::typename_to_class::TypenameToClass;
use crate::types::{DropQualifiers, NarrowTypes};
use crate::whitespace::NormalizeWhitespace;
use crate::Pass;

/// Every pass, in the default schedule's order (Nagai et al.'s flow): preprocessor
/// conditionals resolved and object-like macros inlined first (code that is not
/// preprocessed: the grammar cannot see through them), then cheap big cuts (unused declarations, hierarchical delta), then statements and expressions,
/// then declarations, then types and values, then the line and token fallbacks, then
/// the replacements that open new deletions once deletion stalls, the cosmetic passes,
/// and last the local exhaustive search, which runs only when a round of all the others
/// changed nothing ([`Pass::after_stall`]).
pub fn all_passes() -> Vec<Box<dyn Pass>> {
    vec![
        Box::new(ResolveConditionals),
        Box::new(InlineMacros),
        Box::new(PruneUnused),
        Box::new(RemoveUnusedDecls),
        Box::new(Hdd),
        Box::new(UnwrapNamespaces),
        Box::new(UnwrapClasses),
        Box::new(DropNamespaceAttributes),
        Box::new(DropExternTemplates),
        Box::new(SimplifyClasses),
        Box::new(InstantiateTemplates),
        Box::new(SimplifyStatements),
        Box::new(SimplifyCppStatements),
        Box::new(ExprToValue),
        Box::new(ExprToConstant),
        Box::new(ExprToOperand),
        Box::new(FoldConstants),
        Box::new(RemoveParams),
        Box::new(RemoveCtorParams),
        Box::new(InlineCalledOnce),
        Box::new(MoveGlobalsIntoFunctions),
        Box::new(MergeIntoMain),
        Box::new(LocalsToGlobals),
        Box::new(BodyToFileScope),
        Box::new(PropagateCopies),
        Box::new(AssignmentsToInitializers),
        Box::new(FoldIncrements),
        Box::new(VoidUnusedResults),
        Box::new(RemoveMembers),
        Box::new(AggregateToScalar),
        Box::new(AggregateToStorage),
        Box::new(InlineTypedefs),
        Box::new(InlineMemberTypes),
        Box::new(InlineTags),
        Box::new(MergeIntoDefinition),
        Box::new(HoistDefinitions),
        Box::new(FunctionToDeclaration),
        Box::new(ConstexprToDeclaration),
        Box::new(NarrowTypes),
        Box::new(NarrowPointers),
        Box::new(DropQualifiers),
        Box::new(RetypeTogether),
        Box::new(ShrinkLiterals),
        Box::new(ShrinkCheckedLiterals),
        Box::new(ShrinkStrings),
        Box::new(ShrinkArrays),
        Box::new(RemoveParens),
        Box::new(DropBraces),
        Box::new(DeleteLines),
        Box::new(ShrinkPragmas),
        Box::new(DeleteTokens),
        Box::new(MergeVariables),
        Box::new(MergeTags),
        Box::new(JoinDeclarations),
        Box::new(DeclaratorsToArray),
        Box::new(RenameIdentifiers),
        Box::new(NormalizeWhitespace),
        Box::new(JoinAngles),
        Box::new(TypenameToClass),
        Box::new(DeleteTokenPairs),
    ]
}

/// The default schedule: cheap big cuts first, then finer ones, cosmetic last. The
/// engine repeats it until a whole round changes nothing.
pub fn default_schedule() -> Vec<Box<dyn Pass>> {
    all_passes()
}

/// The passes that go first for C++, in this order, ahead of [`all_passes`]'s order:
/// preprocessor conditionals and macros (as for C); what the grammar cannot read, the
/// namespace attributes (libstdc++ opens every namespace with one; without them the
/// unit parses as namespaces, not as a few huge blocks) and `extern template`
/// declarations; function bodies to declarations, then unused declarations with what
/// only they use, then the bodies a constant expression or a deduced type may need. A
/// C++ unit is mostly inline functions and templates of the library's headers; without
/// their bodies, most of their declarations are unused (on a 1.3 MB unit of libstdc++
/// headers, 2.2x fewer bytes after two minutes), and `prune_unused` takes each with the
/// declarations only it needs. Then hierarchical delta, ahead of the bodies that
/// constant expressions may need and of `remove_unused_decls`: what is left is mostly
/// whole namespace blocks that the test does not need, and deleting them first leaves
/// the two slower passes little to try (the 5 MB LLVM unit of
/// `bench/results/2026-11-29-big-units-60`: 5 tokens in 368 s, where the old order had
/// 317,472 after 900 s).
pub const CPP_FIRST: &[&str] = &[
    "resolve_conditionals",
    "inline_macros",
    "drop_namespace_attributes",
    "drop_extern_templates",
    "function_to_declaration",
    "prune_unused",
    "hdd",
    "constexpr_to_declaration",
];

/// The default schedule for `lang`: C's is [`default_schedule`]; C++'s moves
/// [`CPP_FIRST`] to the front.
pub fn default_schedule_for(lang: crate::Lang) -> Vec<Box<dyn Pass>> {
    let mut passes = all_passes();
    if lang == crate::Lang::Cpp {
        passes.sort_by_key(|p| {
            CPP_FIRST
                .iter()
                .position(|&n| n == p.name())
                .unwrap_or(CPP_FIRST.len())
        });
    }
    passes
}

/// `passes` with those that run only after a stall ([`Pass::after_stall`]) moved last,
/// the order otherwise kept, and how many come before them.
pub fn stall_passes_last(mut passes: Vec<Box<dyn Pass>>) -> (Vec<Box<dyn Pass>>, usize) {
    passes.sort_by_key(|p| p.after_stall());
    let regular = passes.iter().filter(|p| !p.after_stall()).count();
    (passes, regular)
}

/// A pass name that no pass has.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownPass(pub String);

impl std::fmt::Display for UnknownPass {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = all_passes().iter().map(|p| p.name()).collect();
        write!(
            f,
            "unknown pass '{}' (passes: {})",
            self.0,
            names.join(", ")
        )
    }
}

impl std::error::Error for UnknownPass {}

/// The pass called `name`.
pub fn pass_by_name(name: &str) -> Result<Box<dyn Pass>, UnknownPass> {
    all_passes()
        .into_iter()
        .find(|p| p.name() == name)
        .ok_or_else(|| UnknownPass(name.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_found() {
        let names: Vec<&str> = all_passes().iter().map(|p| p.name()).collect();
        let mut sorted = names.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), names.len());
        for n in names {
            assert_eq!(pass_by_name(n).unwrap().name(), n);
        }
        let cpp: Vec<&str> = default_schedule_for(crate::Lang::Cpp)
            .iter()
            .map(|p| p.name())
            .collect();
        assert_eq!(
            cpp[..9],
            [
                "resolve_conditionals",
                "inline_macros",
                "drop_namespace_attributes",
                "drop_extern_templates",
                "function_to_declaration",
                "prune_unused",
                "hdd",
                "constexpr_to_declaration",
                "remove_unused_decls"
            ]
        );
        assert_eq!(cpp.len(), all_passes().len());
        let c: Vec<&str> = default_schedule_for(crate::Lang::C)
            .iter()
            .map(|p| p.name())
            .collect();
        let all: Vec<&str> = all_passes().iter().map(|p| p.name()).collect();
        assert_eq!(c, all);
        // The local exhaustive search is last, after every pass that runs each round.
        let (ordered, regular) = stall_passes_last(default_schedule_for(crate::Lang::Cpp));
        assert_eq!(ordered.iter().map(|p| p.name()).collect::<Vec<_>>(), cpp);
        assert_eq!(cpp[regular..], ["delete_token_pairs"]);
        let (moved, regular) = stall_passes_last(vec![
            pass_by_name("delete_token_pairs").unwrap(),
            pass_by_name("hdd").unwrap(),
            pass_by_name("delete_tokens").unwrap(),
        ]);
        let moved: Vec<&str> = moved.iter().map(|p| p.name()).collect();
        assert_eq!(moved, ["hdd", "delete_tokens", "delete_token_pairs"]);
        assert_eq!(regular, 2);
        assert!(pass_by_name("nope")
            .unwrap_err()
            .to_string()
            .contains("hdd"));
    }
}
