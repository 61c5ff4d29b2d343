import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_CopyInputs */

const en_submissions_copy = /** @type {(inputs: Submissions_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy`)
};

const fil_submissions_copy = /** @type {(inputs: Submissions_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopyahin`)
};

/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Submissions_CopyInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_copy = /** @type {((inputs?: Submissions_CopyInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_CopyInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_copy(inputs)
	return en_submissions_copy(inputs)
});
export { submissions_copy as "submissions.copy" }