import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Staffemaillabel2Inputs */

const en_submissions_staffemaillabel2 = /** @type {(inputs: Submissions_Staffemaillabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const fil_submissions_staffemaillabel2 = /** @type {(inputs: Submissions_Staffemaillabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

/**
* | output |
* | --- |
* | "E-mail" |
*
* @param {Submissions_Staffemaillabel2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_staffemaillabel2 = /** @type {((inputs?: Submissions_Staffemaillabel2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Staffemaillabel2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_staffemaillabel2(inputs)
	return en_submissions_staffemaillabel2(inputs)
});
export { submissions_staffemaillabel2 as "submissions.staffEmailLabel" }