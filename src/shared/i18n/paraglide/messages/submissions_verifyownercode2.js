import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Verifyownercode2Inputs */

const en_submissions_verifyownercode2 = /** @type {(inputs: Submissions_Verifyownercode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm`)
};

const fil_submissions_verifyownercode2 = /** @type {(inputs: Submissions_Verifyownercode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kumpirmahin`)
};

/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Submissions_Verifyownercode2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_verifyownercode2 = /** @type {((inputs?: Submissions_Verifyownercode2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Verifyownercode2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_verifyownercode2(inputs)
	return en_submissions_verifyownercode2(inputs)
});
export { submissions_verifyownercode2 as "submissions.verifyOwnerCode" }