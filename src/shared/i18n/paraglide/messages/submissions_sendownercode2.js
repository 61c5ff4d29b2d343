import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Sendownercode2Inputs */

const en_submissions_sendownercode2 = /** @type {(inputs: Submissions_Sendownercode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send me a code`)
};

const fil_submissions_sendownercode2 = /** @type {(inputs: Submissions_Sendownercode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Padalhan ako ng code`)
};

/**
* | output |
* | --- |
* | "Send me a code" |
*
* @param {Submissions_Sendownercode2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_sendownercode2 = /** @type {((inputs?: Submissions_Sendownercode2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Sendownercode2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_sendownercode2(inputs)
	return en_submissions_sendownercode2(inputs)
});
export { submissions_sendownercode2 as "submissions.sendOwnerCode" }