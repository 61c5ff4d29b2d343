import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Notecheckcontact2Inputs */

const en_submissions_notecheckcontact2 = /** @type {(inputs: Submissions_Notecheckcontact2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check your e-mail and your phone: we've sent your tracking number there, and that's how our team will contact you.`)
};

/**
* | output |
* | --- |
* | "Please check your e-mail and your phone: we've sent your tracking number there, and that's how our team will contact you." |
*
* @param {Submissions_Notecheckcontact2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_notecheckcontact2 = /** @type {((inputs?: Submissions_Notecheckcontact2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Notecheckcontact2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_notecheckcontact2(inputs)
});
export { submissions_notecheckcontact2 as "submissions.noteCheckContact" }