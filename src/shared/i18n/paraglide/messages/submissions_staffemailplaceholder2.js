import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Staffemailplaceholder2Inputs */

const en_submissions_staffemailplaceholder2 = /** @type {(inputs: Submissions_Staffemailplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`staff@ligpit.ph`)
};

const fil_submissions_staffemailplaceholder2 = /** @type {(inputs: Submissions_Staffemailplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`staff@ligpit.ph`)
};

/**
* | output |
* | --- |
* | "staff@ligpit.ph" |
*
* @param {Submissions_Staffemailplaceholder2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_staffemailplaceholder2 = /** @type {((inputs?: Submissions_Staffemailplaceholder2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Staffemailplaceholder2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_staffemailplaceholder2(inputs)
	return en_submissions_staffemailplaceholder2(inputs)
});
export { submissions_staffemailplaceholder2 as "submissions.staffEmailPlaceholder" }