import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Nomessages1Inputs */

const en_submissions_nomessages1 = /** @type {(inputs: Submissions_Nomessages1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No messages for this request yet.`)
};

const fil_submissions_nomessages1 = /** @type {(inputs: Submissions_Nomessages1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wala pang mensahe para sa request na ito.`)
};

/**
* | output |
* | --- |
* | "No messages for this request yet." |
*
* @param {Submissions_Nomessages1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_nomessages1 = /** @type {((inputs?: Submissions_Nomessages1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Nomessages1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_nomessages1(inputs)
	return en_submissions_nomessages1(inputs)
});
export { submissions_nomessages1 as "submissions.noMessages" }