// A small program on LLVM 15's API (IR building, the new pass manager, the ORC JIT), for
// a real C++ unit of more than 5 MB once preprocessed with LLVM's headers.
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/IR/AssemblyAnnotationWriter.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/FormattedStream.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"
#include "llvm/Transforms/Scalar/GVN.h"
#include "llvm/Transforms/Utils/Cloning.h"

struct Annotator : llvm::AssemblyAnnotationWriter {
  void emitFunctionAnnot(const llvm::Function *F, llvm::formatted_raw_ostream &OS) override {
    OS << "; " << F->getName() << " has " << F->arg_size() << " arguments\n";
  }
};

struct CountBlocks : llvm::PassInfoMixin<CountBlocks> {
  llvm::PreservedAnalyses run(llvm::Function &F, llvm::FunctionAnalysisManager &AM) {
    auto &LI = AM.getResult<llvm::LoopAnalysis>(F);
    auto &SE = AM.getResult<llvm::ScalarEvolutionAnalysis>(F);
    for (auto *L : LI)
      llvm::errs() << "trip count " << *SE.getBackedgeTakenCount(L) << "\n";
    llvm::errs() << F.getName() << ": " << F.size() << " blocks\n";
    return llvm::PreservedAnalyses::all();
  }
};

static llvm::Function *buildSum(llvm::Module &M) {
  llvm::LLVMContext &C = M.getContext();
  llvm::IRBuilder<> B(C);
  auto *Ty = llvm::FunctionType::get(B.getInt32Ty(), {B.getInt32Ty()}, false);
  auto *F = llvm::Function::Create(Ty, llvm::Function::ExternalLinkage, "sum", M);
  auto *Entry = llvm::BasicBlock::Create(C, "entry", F);
  auto *Loop = llvm::BasicBlock::Create(C, "loop", F);
  auto *Exit = llvm::BasicBlock::Create(C, "exit", F);
  B.SetInsertPoint(Entry);
  B.CreateBr(Loop);
  B.SetInsertPoint(Loop);
  auto *I = B.CreatePHI(B.getInt32Ty(), 2, "i");
  auto *S = B.CreatePHI(B.getInt32Ty(), 2, "s");
  I->addIncoming(B.getInt32(0), Entry);
  S->addIncoming(B.getInt32(0), Entry);
  auto *S2 = B.CreateAdd(S, I, "s2");
  auto *I2 = B.CreateAdd(I, B.getInt32(1), "i2");
  I->addIncoming(I2, Loop);
  S->addIncoming(S2, Loop);
  B.CreateCondBr(B.CreateICmpSLT(I2, F->getArg(0)), Loop, Exit);
  B.SetInsertPoint(Exit);
  B.CreateRet(S2);
  return F;
}

int main() {
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  auto C = std::make_unique<llvm::LLVMContext>();
  auto M = std::make_unique<llvm::Module>("demo", *C);
  llvm::Function *F = buildSum(*M);
  if (llvm::verifyFunction(*F, &llvm::errs()))
    return 1;
  llvm::PassBuilder PB;
  llvm::LoopAnalysisManager LAM;
  llvm::FunctionAnalysisManager FAM;
  llvm::CGSCCAnalysisManager CGAM;
  llvm::ModuleAnalysisManager MAM;
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  llvm::FunctionPassManager FPM;
  FPM.addPass(CountBlocks());
  FPM.addPass(llvm::InstCombinePass());
  FPM.addPass(llvm::GVNPass());
  FPM.run(*F, FAM);
  Annotator A;
  M->print(llvm::outs(), &A);
  auto J = llvm::orc::LLJITBuilder().create();
  if (!J)
    return 2;
  if ((*J)->addIRModule(llvm::orc::ThreadSafeModule(std::move(M), std::move(C))))
    return 3;
  auto Sym = (*J)->lookup("sum");
  if (!Sym)
    return 4;
  auto *Sum = Sym->toPtr<int (*)(int)>();
  llvm::outs() << Sum(10) << "\n";
}
