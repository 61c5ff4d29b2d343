import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Ownercodewrong2Inputs */

const en_submissions_ownercodewrong2 = /** @type {(inputs: Submissions_Ownercodewrong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code is not right. Please check it and try again.`)
};

const fil_submissions_ownercodewrong2 = /** @type {(inputs: Submissions_Ownercodewrong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mali ang code na iyan. Pakitingnan at subukan ulit.`)
};

/**
* | output |
* | --- |
* | "That code is not right. Please check it and try again." |
*
* @param {Submissions_Ownercodewrong2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_ownercodewrong2 = /** @type {((inputs?: Submissions_Ownercodewrong2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Ownercodewrong2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_ownercodewrong2(inputs)
	return en_submissions_ownercodewrong2(inputs)
});
export { submissions_ownercodewrong2 as "submissions.ownerCodeWrong" }