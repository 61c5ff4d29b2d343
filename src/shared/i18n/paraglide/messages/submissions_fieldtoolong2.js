import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Fieldtoolong2Inputs */

const en_submissions_fieldtoolong2 = /** @type {(inputs: Submissions_Fieldtoolong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please shorten this field`)
};

/**
* | output |
* | --- |
* | "Please shorten this field" |
*
* @param {Submissions_Fieldtoolong2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_fieldtoolong2 = /** @type {((inputs?: Submissions_Fieldtoolong2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Fieldtoolong2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_fieldtoolong2(inputs)
});
export { submissions_fieldtoolong2 as "submissions.fieldTooLong" }