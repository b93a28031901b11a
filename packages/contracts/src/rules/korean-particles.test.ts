import { describe, expect, it } from 'vitest';

import { withParticle } from './korean-particles';

describe('particles after a Hangul word', () => {
  it('takes 는/가/를/와 after a vowel and 은/이/을/과 after a final consonant', () => {
    expect(withParticle('라이브카지노', '은/는')).toBe('라이브카지노는');
    expect(withParticle('핸디캡', '은/는')).toBe('핸디캡은');
    expect(withParticle('금액', '이/가')).toBe('금액이');
    expect(withParticle('단위', '이/가')).toBe('단위가');
    expect(withParticle('내용', '을/를')).toBe('내용을');
    expect(withParticle('제목', '을/를')).toBe('제목을');
    expect(withParticle('최소 환전금액', '을/를')).toBe('최소 환전금액을');
    expect(withParticle('롤링 반영률', '은/는')).toBe('롤링 반영률은');
    expect(withParticle('승무패', '과/와')).toBe('승무패와');
    expect(withParticle('핸디캡', '과/와')).toBe('핸디캡과');
  });

  it('takes 로 after a vowel or a final ㄹ and 으로 after any other final consonant', () => {
    expect(withParticle('메인', '으로/로')).toBe('메인으로');
    expect(withParticle('포인트', '으로/로')).toBe('포인트로');
    expect(withParticle('서울', '으로/로')).toBe('서울로');
    expect(withParticle('룰렛', '으로/로')).toBe('룰렛으로');
  });

  it('looks past closing quotes and brackets to the last sounding character', () => {
    expect(withParticle("'출금 안내'", '을/를')).toBe("'출금 안내'를");
    expect(withParticle("'입금 문의'", '을/를')).toBe("'입금 문의'를");
    expect(withParticle('회원 (일반)', '은/는')).toBe('회원 (일반)은');
  });
});

describe('particles after digits and Latin letters, by their Korean reading', () => {
  it('reads the last digit: 일 칠 팔 end in ㄹ, 영 삼 육 in another consonant, 이 사 오 구 in a vowel', () => {
    expect(withParticle('베팅 #11', '을/를')).toBe('베팅 #11을');
    expect(withParticle('베팅 #12', '을/를')).toBe('베팅 #12를');
    expect(withParticle('203.0.113.7', '을/를')).toBe('203.0.113.7을');
    expect(withParticle('203.0.113.0/24', '을/를')).toBe('203.0.113.0/24를');
    expect(withParticle('3', '이/가')).toBe('3이');
    expect(withParticle('6', '으로/로')).toBe('6으로');
    expect(withParticle('7', '으로/로')).toBe('7로');
    expect(withParticle('9', '은/는')).toBe('9는');
    expect(withParticle('0', '은/는')).toBe('0은');
  });

  it('reads trailing zeros as their place: 십 백 천 만 억 end in a consonant, 조 does not', () => {
    expect(withParticle('10', '을/를')).toBe('10을');
    expect(withParticle('100', '이/가')).toBe('100이');
    expect(withParticle('5,000', '은/는')).toBe('5,000은');
    expect(withParticle('10000', '은/는')).toBe('10000은');
    expect(withParticle('1000000000000', '은/는')).toBe('1000000000000는');
    expect(withParticle('1.0', '은/는')).toBe('1.0은');
  });

  it('spells Latin letters: L R take 로, M N take 은, other letters take 는', () => {
    expect(withParticle('스피드 바카라 A', '은/는')).toBe('스피드 바카라 A는');
    expect(withParticle('포인트 쿠폰 3,210P', '을/를')).toBe('포인트 쿠폰 3,210P를');
    expect(withParticle('EOS', '은/는')).toBe('EOS는');
    expect(withParticle('URL', '은/는')).toBe('URL은');
    expect(withParticle('URL', '으로/로')).toBe('URL로');
    expect(withParticle('ROM', '으로/로')).toBe('ROM으로');
    expect(withParticle('PIN', '이/가')).toBe('PIN이');
  });

  it('keeps both forms when the last sound is unknown', () => {
    expect(withParticle('漢', '은/는')).toBe('漢은(는)');
    expect(withParticle('', '이/가')).toBe('이(가)');
    expect(withParticle('★', '으로/로')).toBe('★(으)로');
  });
});
