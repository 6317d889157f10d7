template<typename T>
concept C = true;

template<template<C T> typename Wrapper>
using Test = Wrapper<int>;
