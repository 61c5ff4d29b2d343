import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Fieldtoolong2Inputs */

const en_submissions_fieldtoolong2 = /** @type {(inputs: Submissions_Fieldtoolong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please shorten this field`)
};

const fil_submissions_fieldtoolong2 = /** @type {(inputs: Submissions_Fieldtoolong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paikliin ang field na ito`)
};

/**
* | output |
* | --- |
* | "Please shorten this field" |
*
* @param {Submissions_Fieldtoolong2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_fieldtoolong2 = /** @type {((inputs?: Submissions_Fieldtoolong2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Fieldtoolong2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_fieldtoolong2(inputs)
	return en_submissions_fieldtoolong2(inputs)
});
export { submissions_fieldtoolong2 as "submissions.fieldTooLong" }